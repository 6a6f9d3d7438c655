"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, index), sym_name = "switch_while"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "cf.switch"(%0, %arg0, %1)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "scf.while"(%4) ({
    ^bb0(%arg2: index):
      "scf.condition"(%3, %arg2) : (i1, index) -> ()
    }, {
    ^bb0(%arg1: index):
      "scf.yield"(%arg1) : (index) -> ()
    }) : (index) -> index
    "func.return"(%2, %5) : (i32, index) -> ()
  }) : () -> ()
}) : () -> ()

