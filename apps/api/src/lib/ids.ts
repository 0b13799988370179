const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths and bodies are free text to a client; anything not shaped like ours is simply unknown. */
export const isRowId = (id: string) => UUID.test(id);
