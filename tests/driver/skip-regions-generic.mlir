// ARGS: --allow-unregistered-dialect --mlir-print-skip-regions --mlir-print-op-generic --mlir-print-debuginfo --no-implicit-module
"t.top"() ({
  %0 = "t.a"() {m = affine_map<(d0) -> (d0)>} : () -> i32 loc("inner")
  "t.c"(%0) ({
  ^bb0(%x: i32 loc("arg")):
    "t.d"(%x) : (i32) -> ()
  }) : (i32) -> ()
}) {m = affine_map<(d0) -> (d0 * 3)>} : () -> () loc(fused["a", "b"])
