// ARGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error@+1 {{this message is never emitted}}
"t.x"(%a) : (i32) -> ()
