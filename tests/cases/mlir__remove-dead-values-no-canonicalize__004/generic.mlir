"builtin.module"() ({
  "func.func"() <{function_type = (i1, memref<i32>, i32) -> (), sym_name = "if_noelse"}> ({
  ^bb0(%arg0: i1, %arg1: memref<i32>, %arg2: i32):
    %0 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "scf.if"(%arg0) ({
      "memref.store"(%arg2, %arg1) : (i32, memref<i32>) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

