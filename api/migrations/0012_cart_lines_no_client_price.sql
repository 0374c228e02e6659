-- A cart line kept the consumer price the client sent with the add (I2): prices come from the catalog only.
ALTER TABLE "cart_lines" DROP COLUMN "consumer_cents";
