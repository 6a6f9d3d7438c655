"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i8, i1, f32)>, linkage = #llvm.linkage<external>, sym_name = "switches", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: i8, %arg2: i1, %arg3: f32):
    "llvm.switch"(%arg0, %arg3, %arg3)[^bb1, ^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 1, 0, 1>, case_values = dense<[0, -7, 2147483647]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, f32, f32) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb3
    "llvm.switch"(%arg1)[^bb3, ^bb3, ^bb1] <{branch_weights = array<i32: 1, 2, 3>, case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, -128]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb2(%0: f32):  // 3 preds: ^bb0, ^bb0, ^bb2
    "llvm.switch"(%arg2, %0)[^bb2] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb3
    "llvm.switch"(%arg2)[^bb3, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<true> : vector<1xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  }) : () -> ()
}) : () -> ()

