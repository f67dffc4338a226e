CREATE TABLE "presence" (
	"instance_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"connections" integer NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presence_instance_id_user_id_pk" PRIMARY KEY("instance_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_user_idx" ON "presence" USING btree ("user_id");