import { errorEnvelopeSchema } from '@vitrine/contract/errors';

/** The error envelope of a refused request (ARCHITECTURE §5); fails the test if the reply is not one. */
export const errorOf = (reply: { json(): unknown }) => errorEnvelopeSchema.parse(reply.json()).error;
