/** A product page reached from Cara carries source=llm (spec section 2): from the chat's product cards and from a visualization's furniture. */
export const LLM_SOURCE = 'llm';
