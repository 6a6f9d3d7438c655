"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    "cf.cond_br"(%arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "cf.br"(%5)[^bb2] : (i32) -> ()
  ^bb2(%6: i32):  // 2 preds: ^bb0, ^bb1
    %7 = "arith.muli"(%6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "caller"}> ({
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "func.call"(%0, %1) <{callee = @callee}> : (i32, i1) -> i32
    %3 = "scf.if"(%1) ({
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %4 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

