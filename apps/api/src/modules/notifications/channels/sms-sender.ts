import { sendMsg91Flow, type Msg91Account } from '../../auth/sms/msg91-sms.ts';
import { sendTwilioText, type TwilioConfig } from '../../auth/sms/twilio-sms.ts';
import { PermanentSendError, type ChannelSender } from './channel.ts';

/**
 * SMS through MSG91: India's DLT rules want every transactional SMS to name its registered
 * template, so each event's message goes through the shop's flow template for it, the variables
 * named var1, var2… as the template's placeholders are.
 */
export function msg91Sender(account: Msg91Account, fetchImpl: typeof fetch = fetch): ChannelSender {
  return {
    channel: 'sms',
    provider: 'msg91',
    async send({ to, event, message, smsTemplateId }) {
      if (!smsTemplateId) throw new PermanentSendError(`No DLT template id is set for ${event} SMS`);
      const variables = Object.fromEntries(
        message.variables.map((value, index) => [`var${index + 1}`, value]),
      );
      return sendMsg91Flow(account, { templateId: smsTemplateId, mobile: to, variables }, fetchImpl);
    },
  };
}

/**
 * SMS through Twilio, which sends the whole text: Twilio matches it to the template registered on
 * DLT for the sender, so the text must be the registered one with its variables filled in.
 */
export function twilioSender(config: TwilioConfig, fetchImpl: typeof fetch = fetch): ChannelSender {
  return {
    channel: 'sms',
    provider: 'twilio',
    send: ({ to, message }) => sendTwilioText(config, { mobile: to, text: message.text }, fetchImpl),
  };
}
