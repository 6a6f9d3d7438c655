"builtin.module"() ({
  "func.func"() <{function_type = (index, i32, memref<i32>) -> (), sym_name = "switch_noresult"}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: memref<i32>):
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "scf.index_switch"(%arg0) <{cases = array<i64: 3>}> ({
      "scf.yield"() : () -> ()
    }, {
      "memref.store"(%arg1, %arg2) : (i32, memref<i32>) -> ()
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

