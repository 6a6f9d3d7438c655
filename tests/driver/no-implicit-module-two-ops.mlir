// ARGS: --allow-unregistered-dialect --no-implicit-module
"t.a"() : () -> ()
"t.b"() : () -> ()
