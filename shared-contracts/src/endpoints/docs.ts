import type { OperationId } from './index';

/**
 * What each call of the endpoint table does and where the document files it: for the OpenAPI document only, so the
 * browser's bundles, which import the calls, never carry these sentences. Every operation has its entry (the type
 * asks for all of them).
 */
export const ENDPOINT_DOCS: Readonly<Record<OperationId, { summary: string; tags: readonly string[] }>> = {
  'platform.health': {
    summary: 'Liveness: the process answers',
    tags: ['platform'],
  },
  'platform.ready': {
    summary: 'Readiness: the process accepts traffic and its database answers (503 with err 50300 until then)',
    tags: ['platform'],
  },
  'platform.openapi': {
    summary: 'This table as an OpenAPI 3.1 document',
    tags: ['platform'],
  },
  'platform.mailboxPage': {
    summary: 'With DEV_MAILBOX=on (never in production): every email and SMS in the outbox, as a page (to= narrows it to one recipient)',
    tags: ['platform'],
  },
  'platform.mailbox': {
    summary: 'With DEV_MAILBOX=on (never in production): every email and SMS in the outbox, newest first (to= narrows it to one recipient)',
    tags: ['platform'],
  },
  'platform.roweSignInPage': {
    summary: "The embedded Rowe sign-in (only with DEV_ROWE_SIGN_IN=on and no ROWE_SSO_URL; never in production): the form, for the return URL given in return=",
    tags: ['platform'],
  },
  'platform.roweSignIn': {
    summary: 'The embedded Rowe sign-in (DEV_ROWE_SIGN_IN=on): checks the form and goes back to the return URL with a RoweLinkingCode',
    tags: ['platform'],
  },
  'identity.phoneCode': {
    summary: 'Sends a six-digit login code by SMS to the phone of an activated account (ten minutes, five tries)',
    tags: ['identity'],
  },
  'identity.forgetPassword': {
    summary: 'Emails a one-time link to set a new password (daily limit per email)',
    tags: ['identity'],
  },
  'identity.checkLink': {
    summary: 'Whether an emailed set-password, activation or invitation link can still be used',
    tags: ['identity'],
  },
  'identity.setPassword': {
    summary: 'Sets the password from an emailed link (once); activates an approved account; ends other sessions and signs in',
    tags: ['identity'],
  },
  'identity.changePassword': {
    summary: 'The signed-in account changes its password; its other sessions end',
    tags: ['identity'],
  },
  'identity.verificationSendCode': {
    summary: "Sends a six-digit code (ten minutes, five tries) to the email, or by SMS to the phone, the signed-in account wants to verify; refused when another account holds it; daily-limited",
    tags: ['identity', 'verification'],
  },
  'identity.changeEmail': {
    summary: "Changes the signed-in account's email (its login name unless it has a username) with the code sent to the new email",
    tags: ['identity', 'verification'],
  },
  'identity.changePhone': {
    summary: "Changes the signed-in account's phone (ten digits; the one SMS login codes go to) with the code sent to it by SMS",
    tags: ['identity', 'verification'],
  },
  'identity.ffdLogin': {
    summary: 'FFD shopper login by email and password; answers the login fields and ol_user_name',
    tags: ['identity'],
  },
  'identity.ffdRegister': {
    summary: 'FFD shopper sign-up: an activated shopper account, signed in at once',
    tags: ['identity'],
  },
  'identity.roweRedirectUrl': {
    summary: "The Rowe sign-in URL (ROWE_SSO_URL, or the embedded sign-in when it is on; 40400 when there is neither); it returns to return_url (a storefront path or URL) with RoweLinkingCode",
    tags: ['identity', 'rowe'],
  },
  'identity.roweUserInfo': {
    summary: 'The Rowe account behind a linking code, and whether a storefront account is already bound to it',
    tags: ['identity', 'rowe'],
  },
  'identity.roweRegister': {
    summary: 'Creates an activated designer account bound to the Rowe account of a linking code and signs it in',
    tags: ['identity', 'rowe'],
  },
  'identity.login': {
    summary: 'Log in by password (login_type 1) or SMS code (login_type 2); optionally binds a Rowe account',
    tags: ['identity'],
  },
  'identity.userRole': {
    summary: 'The permission list for the caller in a mode (visitor when not signed in), from the permission matrix',
    tags: ['identity'],
  },
  'identity.userInfo': {
    summary: 'The signed-in account',
    tags: ['identity'],
  },
  'identity.logout': {
    summary: 'Ends the session on the server: its token fails with 22007 afterwards',
    tags: ['identity'],
  },
  'identity.sessionCode': {
    summary: "A one-time code (60 s, single use, only its hash kept) for the signed-in session, bound to the brand site that asked for it (the cross-site session)",
    tags: ['identity'],
  },
  'identity.sessionRedeem': {
    summary: "Redeems a one-time session code on the brand site it was made for: a new session of the same account (the login answer); an expired, used or other site's code is refused",
    tags: ['identity'],
  },
  'identity.brandRedirect': {
    summary: "Where a signed-in user going to a sibling brand's site lands: that site's redirect page with a one-time session code (the cross-site session's) and the path to go on to; empty where the account does not sign in there or the site shares no session with this one",
    tags: ['identity'],
  },
  'identity.profile': {
    summary: "The signed-in account as its settings show it: names, email, phone, profile picture, about me, and a trade account's tier and price label (null for other accounts)",
    tags: ['identity', 'account settings'],
  },
  'identity.aboutMe': {
    summary: 'Sets the about-me text of the signed-in account (at most 500 characters, line breaks kept; empty clears it); answers the profile',
    tags: ['identity', 'account settings'],
  },
  'identity.headImg': {
    summary: "Makes one of the caller's own avatar uploads (jpg or png under 20 MB, files.upload with purpose avatar) its profile picture; head_img in the user info and the login answers follows; answers the profile",
    tags: ['identity', 'account settings'],
  },
  'identity.addressList': {
    summary: "The caller's bill addresses, the default first, then the newest, and how many it may keep (10)",
    tags: ['identity', 'account settings'],
  },
  'identity.addressAdd': {
    summary: "Adds a bill address (names, street, city, country with its state or province and postal code, optional company, apartment and phone); the first is the default; refused with 'The number of addresses has reached the limit' at 10",
    tags: ['identity', 'account settings'],
  },
  'identity.addressEdit': {
    summary: "Rewrites one of the caller's bill addresses (is_default true makes it the default); another account's address answers as a missing one",
    tags: ['identity', 'account settings'],
  },
  'identity.addressDelete': {
    summary: "Deletes one of the caller's bill addresses; when it was the default, the newest remaining one becomes the default; answers the list",
    tags: ['identity', 'account settings'],
  },
  'identity.addressSetDefault': {
    summary: "Makes one of the caller's bill addresses the default (one default per account); answers the list",
    tags: ['identity', 'account settings'],
  },
  'identity.certificateList': {
    summary: "The certificate list: the caller's reseller certificates (those sent with its registration and those added since), newest first; an empty list means no certificate",
    tags: ['identity', 'account settings'],
  },
  'identity.certificateDetail': {
    summary: "One of the caller's reseller certificates by id: its file's read URL and what it certifies",
    tags: ['identity', 'account settings'],
  },
  'identity.certificateAdd': {
    summary: "Puts the caller's own certificate uploads (files.upload with purpose certificate, up to 10 at once) on file with an optional reseller number, state of registration and sales tax number; at most 20 certificates; answers the list",
    tags: ['identity', 'account settings'],
  },
  'identity.certificateDelete': {
    summary: "Removes a certificate the caller added in its settings (one sent with the registration stays on file); answers the list",
    tags: ['identity', 'account settings'],
  },
  'registration.approve': {
    summary: "Staff: approves a submitted application by the applicant's email; the account gets its activation email",
    tags: ['registration', 'staff'],
  },
  'registration.reject': {
    summary: 'Staff: rejects a submitted application with a reason, emailed to the applicant, who may apply again',
    tags: ['registration', 'staff'],
  },
  'registration.optionList': {
    summary: 'Select options of the registration form: business types, how heard, countries (with the US states), brands',
    tags: ['registration'],
  },
  'registration.district': {
    summary: "A country's states or provinces (key and value)",
    tags: ['registration'],
  },
  'registration.sendCode': {
    summary: 'Sends a registration verification code (six digits, ten minutes) by email, or by SMS when a phone is given; daily-limited',
    tags: ['registration'],
  },
  'registration.firstCheck': {
    summary: 'Step 1, Business Information: checks every field, the business name (not registered), the email (unused), the phone (unregistered) and the verification code; creates or updates the draft',
    tags: ['registration'],
  },
  'registration.secondCheck': {
    summary: 'Step 2, Documents: reseller number, state of registration, sales tax number and 1 to 10 certificates uploaded by the same visitor',
    tags: ['registration'],
  },
  'registration.submit': {
    summary: "Step 3, Terms and Conditions: in one transaction creates the company and the designer account (both 'applied'), ties the certificates and queues the 'we received your application' email. Submitting again answers the same application",
    tags: ['registration'],
  },
  'registration.fileDel': {
    summary: 'Deletes a certificate the same visitor uploaded, while its registration is not submitted',
    tags: ['registration'],
  },
  'registration.oldUserInfo': {
    summary:
      "The company of an existing trade account (by email or username) for the short registration; with a code sent to that account's email, also its names, masked contact details and business address",
    tags: ['registration'],
  },
  'registration.simpleRegister': {
    summary: "Short registration for an existing trade customer: a new person (email, phone, verification code, names) joins the company of an existing account number, as an 'applied' account for staff approval",
    tags: ['registration'],
  },
  'registration.sendActivationEmail': {
    summary: 'Sends a new activation link to an approved account that has not set its password yet (older links stop working); daily-limited',
    tags: ['registration'],
  },
  'files.upload': {
    summary: "Uploads files (multipart: field 'purpose' certificate|avatar|service, then file parts). The content is checked by its magic bytes; certificates jpg/png/pdf up to 20 MB (visitors may upload them while registering), avatars jpg/png 20 MB, service photos jpg/png 10 MB",
    tags: ['files'],
  },
  'files.read': {
    summary: 'Reads a file by its read name (blockid, width 100/300/500/600 or 0 for the original, format jpg/png/webp). No Api-Token (img tags). Avatars and service photos are public and cached for a year; certificates only for their owner or staff (PDFs as they are)',
    tags: ['files'],
  },
  'catalog.productList': {
    summary: 'Product list and search: filters (room, category, brand, price range, keyword), sort, 48 per page, facets',
    tags: ['catalog'],
  },
  'catalog.outletList': {
    summary: 'The FFD outlet list: category, keyword, page',
    tags: ['catalog'],
  },
  'catalog.liveSearch': {
    summary: 'Live search (the ART dropdown): up to 10 products by relevance',
    tags: ['catalog'],
  },
  'catalog.bySku': {
    summary: 'Products by SKU, in the order given (unknown SKUs left out)',
    tags: ['catalog'],
  },
  'catalog.detail': {
    summary: 'Product detail: images of every view, kits, stock tag, delivery label, prices by mode',
    tags: ['catalog'],
  },
  'catalog.hotProducts': {
    summary: 'Home page: hot products on sale, by rank',
    tags: ['catalog'],
  },
  'catalog.homeCategories': {
    summary: 'Home page: the rooms of the site, each with a picture, its link and count',
    tags: ['catalog'],
  },
  'catalog.caWebMenu': {
    summary: 'Menus of the site: pc, pad and footer',
    tags: ['catalog'],
  },
  'catalog.jcCategories': {
    summary: 'Menu, footer and social icons of the site (JC and ART menus carry second_menu_style, preview_link, is_show)',
    tags: ['catalog'],
  },
  'catalog.outletCategories': {
    summary: "The FFD outlet's menu: its categories",
    tags: ['catalog'],
  },
  'catalog.designerInfo': {
    summary: "The footer's designer block: a customer's own designer, else the site's trade desk",
    tags: ['catalog'],
  },
  'catalog.brandCategories': {
    summary: 'Brands of the site, each with its rooms and categories',
    tags: ['catalog'],
  },
  'catalog.roweBrandCategories': {
    summary: 'The Rowe brand with its rooms and categories',
    tags: ['catalog'],
  },
  'catalog.roomCategories': {
    summary: 'Rooms of the site with their categories',
    tags: ['catalog'],
  },
  'catalog.roweRoomCategories': {
    summary: 'Rowe rooms with their categories',
    tags: ['catalog'],
  },
  'cart.list': {
    summary: "The account's cart lines with the prices its mode may see, and the badge count",
    tags: ['cart'],
  },
  'cart.add': {
    summary: 'Adds units of a SKU to the cart (add_type 4: from Cara); one line per SKU and customizable type',
    tags: ['cart'],
  },
  'cart.updateCount': {
    summary: "Sets a cart line's count (by id, or by sku_number and customizable_type); raising it needs the stock",
    tags: ['cart'],
  },
  'cart.remove': {
    summary: "Removes cart lines by id (only the caller's own)",
    tags: ['cart'],
  },
  'cart.guestList': {
    summary: "The FFD guest cart's lines (sku_list from the browser): cash stock, status and the badge count",
    tags: ['cart'],
  },
  'cart.addBatch': {
    summary: "Merges the FFD guest cart into the signed-in shopper's cart: counts add up, capped by stock, reported per SKU",
    tags: ['cart'],
  },
  'cart.verifyCoupon': {
    summary: "Checks one coupon code against the caller's cart: the discount on its purchasable lines at the prices the mode sees, or the coupon error of section 8",
    tags: ['cart'],
  },
  'checkout.preCheck': {
    summary: "The pre-checkout check: the account's reseller certificates (empty: none on file) and the cart's purchasable lines; 'Nothing available in cart' when there are none",
    tags: ['cart'],
  },
  'customers.list': {
    summary: "The company's customers in name order, optionally narrowed by a search of name or email (browsing mode has no customers: 25010)",
    tags: ['customers'],
  },
  'customers.add': {
    summary: 'Creates a customer of the caller\'s company from the customer form (section 5 rules); 25002 when the email is already a customer there',
    tags: ['customers'],
  },
  'customers.detail': {
    summary:
      "One of the company's customers (POST /mibd/customerFavourite/customer_detail, a path of ours in the spec's style) with its invitation: not invited, invited (sent and expiry times) or an active account",
    tags: ['customers'],
  },
  'customers.edit': {
    summary:
      "Edits one of the company's customers under the customer form's rules (POST /mibd/customerFavourite/customer_edit, a path of ours); once an invitation was sent the email cannot change (refused on the email field)",
    tags: ['customers'],
  },
  'customers.invite': {
    summary:
      "Invites a customer (POST /mibd/customerFavourite/invite_customer, a path of ours): an approved customer account for its email, linked to the customer, and an emailed link to /setPassword valid 3 days; a resend replaces the link sent before. 25002 'This email is already used, please use another email' when another account holds the email",
    tags: ['customers'],
  },
  'projects.customerProjects': {
    summary: "A customer's projects, newest change first (an invited customer: their own, customer_id is not needed)",
    tags: ['projects'],
  },
  'projects.list': {
    summary: "Every project of the caller's company (an invited customer: their own), newest change first, optionally narrowed by a search of project or customer name",
    tags: ['projects'],
  },
  'projects.create': {
    summary: "Creates a project for one of the company's customers; the name is trimmed, at most 50 characters, and unique per customer",
    tags: ['projects'],
  },
  'projects.rename': {
    summary: 'Renames a project under the same rules as create',
    tags: ['projects'],
  },
  'projects.remove': {
    summary: 'Deletes a project and its items',
    tags: ['projects'],
  },
  'projects.detail': {
    summary: "A project with its customer, its items priced by the caller's mode, and the subtotals of the purchasable items",
    tags: ['projects'],
  },
  'projects.addItem': {
    summary: 'Adds units of a product to a project (customizable_type only for COM); units add up on an item already there',
    tags: ['projects'],
  },
  'projects.updateItem': {
    summary: "Sets an item's quantity; answers the new subtotals",
    tags: ['projects'],
  },
  'projects.removeItems': {
    summary: 'Removes items from a project; answers the new subtotals',
    tags: ['projects'],
  },
  'projects.toCart': {
    summary: "Adds the project's purchasable items (or those named) to the caller's cart, each under the cart's stock rules; the project keeps them",
    tags: ['projects'],
  },
  'favorites.like': {
    summary: "Adds a product to a customer's favorites or removes it (no customer_id: the caller's own favorites)",
    tags: ['favorites'],
  },
  'favorites.list': {
    summary: "A customer's favorites (or the caller's own) as product cards priced by the caller's mode, newest first",
    tags: ['favorites'],
  },
  'favorites.collectionCreate': {
    summary:
      "Creates a collection: a named list of products the caller keeps (optionally for one of the company's customers, which needs the 'customers' permission); the name is trimmed, at most 50 characters and unique among the caller's collections; an account keeps at most 50",
    tags: ['collections'],
  },
  'favorites.collectionDelete': {
    summary: 'Deletes one of the caller\'s collections with its products; every link it was shared with stops opening it',
    tags: ['collections'],
  },
  'favorites.collectionList': {
    summary: "The caller's collections, newest change first (or the one named by collection_id), each with its products as cards priced by the caller's mode, newest added first",
    tags: ['collections'],
  },
  'favorites.collectionAdd': {
    summary: 'Adds a product (product_id: its sku_number) to one of the caller\'s collections, at most 100 a collection; adding it twice keeps it once (POST /mibd/product/collection_add, a path of ours)',
    tags: ['collections'],
  },
  'favorites.collectionRemove': {
    summary: 'Takes a product off one of the caller\'s collections; taking off one that is not there changes nothing (POST /mibd/product/collection_remove, a path of ours)',
    tags: ['collections'],
  },
  'favorites.collectionShareSendEmail': {
    summary:
      "Emails a collection to a recipient with an optional message: a link to /sharedCollection that opens it for 30 days, without signing in. At most 20 shares a day per account, under the message throttles of every email (a pause between two to one recipient; the daily limits per sender and per recipient)",
    tags: ['collections'],
  },
  'favorites.collectionShareList': {
    summary:
      "A shared collection, by the token of its emailed link, for anyone holding the link (no sign-in): its name, who shared it, the message, its products as cards without any price. 'The link has expired' for an unknown, expired or deleted collection's link",
    tags: ['collections'],
  },
  'members.list': {
    summary:
      "The company's members (sub-accounts: type, account, name, status 'to be activated', 'activated' or 'closed', invitation and close times), newest invitation first, with the company's maximum, the accounts counted against it and the activated accounts that may receive a closed member's customers and projects",
    tags: ['members'],
  },
  'members.invite': {
    summary:
      "Invites a member (email, first and last name): a sub-account of the company to be activated, and an emailed link to /subAccountActivation valid 3 days. 'The company has reached its maximum number of activated accounts' when the company's activated accounts and invitations waiting reach its maximum; 25002 'This email is already used, please use another email' when an account holds the email",
    tags: ['members'],
  },
  'members.resend': {
    summary: 'Emails a member to be activated a new invitation link (valid 3 days); the link sent before stops working',
    tags: ['members'],
  },
  'members.close': {
    summary:
      "Closes a member in one step: the customers and projects the member created, and the invited customers whose designer the member was, pass to the named activated account of the company; the member's sessions and links end",
    tags: ['members'],
  },
  'members.reopen': {
    summary:
      "Reopens a closed member: activated again when the member had activated, else to be activated (a new invitation is then sent with resend); refused at the company's maximum",
    tags: ['members'],
  },
  'cara.ask': {
    summary: 'Asks Cara: answers a stream of text and markers (the grammar in contracts cara/stream)',
    tags: ['cara'],
  },
  'cara.history': {
    summary: 'Chat history: items created before `time`, newest first, `limit` of them (6 by default); total',
    tags: ['cara'],
  },
  'cara.inpaintingSettings': {
    summary: 'The upload widget: example room pictures (step 1) and the settings by tab (step 3)',
    tags: ['cara'],
  },
  'cara.inpaintingMessage': {
    summary: "The upload widget: 'upload' stores a room photo (code answered); 'generate' renders a case",
    tags: ['cara'],
  },
  'cara.inpainting': {
    summary: 'From the chat: renders a product into a stored room photo (file_name); answers the case',
    tags: ['cara'],
  },
  'cara.caseList': {
    summary: 'AI case polling: the caller\'s cases, newest first; is_complete 0 while any is in progress',
    tags: ['cara'],
  },
  'cara.caseDetail': {
    summary: 'One case with its renders (high and low definition); is_update 1 for renders not seen before',
    tags: ['cara'],
  },
  'cara.caseNotices': {
    summary: "The caller's cases that settled (done, or failed but not withdrawn) and were not noticed yet: what finished while they were away",
    tags: ['cara'],
  },
  'cara.caseNoticesSeen': {
    summary: "Marks the caller's cases noticed: their notice is not shown again, on any device",
    tags: ['cara'],
  },
  'cara.caseToProject': {
    summary: "Keeps a render of the caller's own case in a project the caller reaches",
    tags: ['cara'],
  },
  'cara.visitorImageByCode': {
    summary: "A stored room photo by its code (the caller's own); 'Error Code' otherwise",
    tags: ['cara'],
  },
  'cara.addLog': {
    summary: 'Records a chat or upload widget event (spec section 7 add_log events)',
    tags: ['cara'],
  },
  'payments.config': {
    summary: "The payment processor's settings from the api's configuration: provider, publishable key, hosted-payment and ACH script URLs, the card fee and the designer's deposit",
    tags: ['payments'],
  },
  'payments.tokenizeCard': {
    summary: 'The embedded sandbox tokenizes a card (Luhn, expiry, security code) as a processor script would; answers the token, brand, funding, last4 and expiry (40400 with a real processor)',
    tags: ['payments'],
  },
  'payments.tokenizeAch': {
    summary: 'The embedded sandbox tokenizes a bank account for ACH (ABA routing checksum, account number of 4 to 17 digits); 40400 with a real processor',
    tags: ['payments'],
  },
  'checkout.stateCountry': {
    summary: 'The state/country select list (val.country, val.state for the country given) and the shipping methods',
    tags: ['checkout'],
  },
  'checkout.shippingCost': {
    summary: "The cost of each shipping method to an address for the cart's purchasable lines; refused when the zip does not fit the address",
    tags: ['checkout'],
  },
  'checkout.summary': {
    summary: "The order summary at the catalog's prices now: subtotal, coupon, shipping, total, what is due at order (50% for a designer), the 3.0% card fee for a credit card",
    tags: ['checkout'],
  },
  'checkout.placeOrder': {
    summary: 'Pays and creates the order: stock taken and the order written pending, then one charge per checkout attempt, then the order placed (or voided and the stock given back)',
    tags: ['checkout'],
  },
  'orders.designerList': {
    summary: "The company's orders, newest first, by shipping state and customer, or searched by number",
    tags: ['orders'],
  },
  'orders.customerList': {
    summary: "The invited customer's own orders (those its designer placed for it)",
    tags: ['orders'],
  },
  'orders.ffdList': {
    summary: "The outlet shopper's orders",
    tags: ['orders'],
  },
  'orders.detail': {
    summary: 'One order the caller may see: items with their shipping status, totals, addresses, contact, the payment method (last4 only), tracking',
    tags: ['orders'],
  },
  'orders.shippingStatus': {
    summary: "Staff (client agents) move an order's items to a later shipping status, with the tracking supplier and number; the contact is emailed at shipped and delivered",
    tags: ['orders'],
  },
  'orderChanges.list': {
    summary: "An order's change records (reference, kind, state, date) and whether it may still be cancelled (24 hours)",
    tags: ['order-changes'],
  },
  'orderChanges.request': {
    summary: 'A designer asks to change the address, the contact or a quantity, to add an item by SKU, or to cancel (one open request of a kind at a time)',
    tags: ['order-changes'],
  },
  'orderChanges.withdraw': {
    summary: 'The designer withdraws a change still in review (canceled by user)',
    tags: ['order-changes'],
  },
  'orderChanges.productSearch': {
    summary: 'Products that may be added to an order, 10 a page, by SKU or name, priced as checkout prices them',
    tags: ['order-changes'],
  },
  'orderChanges.decide': {
    summary: 'Staff (client agents) verify, approve, reject or complete a change; approving applies it, or asks the extra through a 48-hour payment link, or refunds the difference',
    tags: ['order-changes'],
  },
  'orderChanges.supPayment': {
    summary: "The supplementary payment link's page: what the change owes, until the link expires",
    tags: ['order-changes'],
  },
  'orderChanges.supPay': {
    summary: 'Pays what a change owes (once per attempt, whatever the retries) and applies the change',
    tags: ['order-changes'],
  },
  'clientAgent.cart': {
    summary: "A client agent's cart for one of their customers: its lines priced as the customer pays, the customer, and the open payment link",
    tags: ['client-agent'],
  },
  'clientAgent.cartAdd': { summary: "Adds units of a product (by SKU) to the customer's cart the agent builds", tags: ['client-agent'] },
  'clientAgent.cartUpdate': { summary: "Sets the units of a line of the customer's cart the agent builds", tags: ['client-agent'] },
  'clientAgent.cartRemove': { summary: "Removes a line of the customer's cart the agent builds", tags: ['client-agent'] },
  'clientAgent.sendLink': {
    summary: "Emails the customer a payment link for the cart (valid 72 hours), priced from the catalog now; sending again replaces the open link",
    tags: ['client-agent'],
  },
  'clientAgent.cancelLink': { summary: "Staff (the client agent who sent it) cancel an open payment link by its reference; it then reads as expired", tags: ['client-agent'] },
  'clientAgent.payLink': {
    summary: "The customer's pay page (no account, the emailed token is the key): the lines, totals and shipping address, until the link expires or is paid",
    tags: ['client-agent'],
  },
  'clientAgent.payLinkTokenizeCard': { summary: "The pay page's card, tokenized by the sandbox while the link is payable (the customer has no account)", tags: ['client-agent'] },
  'clientAgent.payLinkTokenizeAch': { summary: "The pay page's bank account (ACH), tokenized by the sandbox while the link is payable", tags: ['client-agent'] },
  'clientAgent.payLinkPay': {
    summary: 'Pays the link by card or ACH and creates the order for the customer (once, whatever the retries: the stock taken, one charge)',
    tags: ['client-agent'],
  },
  'afterSales.contactUs': {
    summary: "Contact us (JC and FFD sites): stores the message with the site and, when signed in, the account, and emails it to the site's trade desk; sends a day per asker are limited",
    tags: ['after-sales'],
  },
  'afterSales.sampleRequest': {
    summary: "A sample request (one item, or up to 5 on the JC site): stored with the site and, when signed in, the account, and emailed to the site's trade desk; sends a day per asker are limited",
    tags: ['after-sales'],
  },
  'claims.order': {
    summary: "The order a claim is filed against, by number (the caller's company's placed orders): its delivered items with their delivery dates, and each claim kind's window (damage 10 days, concealed 15, shortages 15, invoice discrepancies 30) and whether it is still open",
    tags: ['claims'],
  },
  'claims.create': {
    summary: 'A claim on delivered items of an order: kind, items and quantities, requested amount, claims contact, 1 to 10 images (uploads of purpose service); refused outside the kind\'s window; emailed to the site\'s trade desk',
    tags: ['claims'],
  },
  'claims.list': {
    summary: "The company's claims, newest first, with their state",
    tags: ['claims'],
  },
  'claims.detail': {
    summary: 'One claim of the company by its reference: items, amount, contact, images, state and the staff note',
    tags: ['claims'],
  },
  'claims.state': {
    summary: "Staff (client agents) move a claim's state (submitted, in review, approved, rejected, refunded) with a note; the designer is emailed",
    tags: ['claims'],
  },
  'claims.staffList': {
    summary: "Staff (client agents): every account's claims, newest first, 20 a page, optionally of one state, each with who filed it and its items",
    tags: ['claims'],
  },
  'claims.staffDetail': {
    summary: "Staff (client agents): any account's claim by its reference, with who filed it, its images, its history and the states it may move to",
    tags: ['claims'],
  },
  'serviceRequests.serviceableItems': {
    summary: "The caller's delivered order lines (its company's placed orders), optionally of one order number, each with the reference of its service request in progress",
    tags: ['after-sales'],
  },
  'serviceRequests.create': {
    summary: 'A service request on a delivered item, with a description and 1 to 10 photos (uploads of purpose service); emailed to the trade desk and the designer',
    tags: ['after-sales'],
  },
  'serviceRequests.list': {
    summary: "The company's service requests, newest first, with their after-sales state",
    tags: ['after-sales'],
  },
  'serviceRequests.detail': {
    summary: 'One service request by its reference: item, description, photos, repair bill and its history of states',
    tags: ['after-sales'],
  },
  'serviceRequests.repairBill': {
    summary: 'The repair bill (files of purpose service and the amount) of a request in repair chosen',
    tags: ['after-sales'],
  },
  'serviceRequests.move': {
    summary: 'Staff (client agents) move a service request to its next after-sales state with a note; the designer is emailed',
    tags: ['after-sales'],
  },
  'serviceRequests.staffList': {
    summary: "Staff (client agents): every account's service requests, newest first, 20 a page, optionally of one state, each with who asked",
    tags: ['after-sales'],
  },
  'serviceRequests.staffDetail': {
    summary: "Staff (client agents): any account's service request by its reference, with who asked, its photos, repair bill, history and the states it may move to",
    tags: ['after-sales'],
  },
  'activity.userLog': {
    summary:
      "A navigation (spec section 7): the page now and before, the system and the browser from the common query; sent only with the performance cookies' consent, kept 90 days, at most 2000 a day from one browser",
    tags: ['activity'],
  },
};
