// ARGS: --allow-unregistered-dialect --no-implicit-module --mlir-print-debuginfo
"t.a"() ({
 "t.b"() : () -> ()
}) : () -> ()
