// ARGS: --allow-unregistered-dialect
"t.a"() {a = #foo<barÿþ>, b = "Ã©"} : () -> ()
%0 = "t.b"() : () -> !foo.x<"ÿ">
