"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i32) -> (), sym_name = "if_const"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "scf.if"(%0) ({
      "memref.store"(%1, %arg0) : (i32, memref<i32>) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

