// Shapes of the resources the screens need that spec §3 does not define (docs/api.md), one file per domain.
// Spec §3 entities (adviser, order list item, price item, user info, follow-up paper) come from ../../model
// and are reused by these files.

/** Prefix of the description of a field this project adds where the spec shows no payload (the OpenAPI document says so). */
export const EXTENSION = 'Extension of this project (the spec shows no payload): '
