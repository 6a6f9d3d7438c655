#loc2 = loc("input.mlir":2:24)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "switch_fold", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:24)):
    %0 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc3)
    "llvm.switch"(%0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    "llvm.return"(%arg0) : (i32) -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    "llvm.return"(%0) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":8:3)
#loc6 = loc("input.mlir":10:3)

