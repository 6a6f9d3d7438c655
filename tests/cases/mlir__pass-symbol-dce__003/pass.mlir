module {
  func.func private @live_private_function()
  "live.user"() {uses = [@live_private_function]} : () -> ()
  "live.user"() {uses = [@unknown_symbol]} : () -> ()
  "test.region"() ({
    "live.user"() {uses = {nested = [@live_private_function]}} : () -> ()
    "test.end"() : () -> ()
  }, {
  }) : () -> ()
}

