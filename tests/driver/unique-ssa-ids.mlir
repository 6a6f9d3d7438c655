// ARGS: --allow-unregistered-dialect --mlir-print-unique-ssa-ids
"t.r"() ({
^bb0(%a: i32):
  %0 = "t.x"() : () -> i32
  "t.r2"() ({
    %1 = "t.y"(%0) : (i32) -> i32
  }, {
    %2 = "t.z"() : () -> i32
  }) : () -> ()
}, {
^bb0(%b: i32):
  %3 = "t.w"() : () -> i32
}) : () -> ()
