"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "inner"}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.execute_region"() ({
      %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "memref.store"(%2, %1) : (i32, memref<i32>) -> ()
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %3 = "memref.load"(%1) : (memref<i32>) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

