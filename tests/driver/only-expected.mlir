// ARGS: --allow-unregistered-dialect --verify-diagnostics=only-expected --split-input-file
// expected-error@+1 {{undeclared}}
"t.x"(%a) : (i32) -> ()
// -----
"t.y"(%b) : (i32) -> ()
