// ARGS: --allow-unregistered-dialect --mlir-pretty-debuginfo --mlir-print-debuginfo
"t.c"() : () -> () loc("a":1:2)
"t.d"() : () -> () loc(callsite("x" at "y":1:1))
