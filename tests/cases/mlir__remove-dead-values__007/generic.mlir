"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<i32>) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: index, %arg1: memref<i32>):
    %0:2 = "scf.index_switch"(%arg0) <{cases = array<i64: 0, 1>}> ({
      %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%3, %3) : (i32, i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "memref.store"(%2, %arg1) : (i32, memref<i32>) -> ()
      "scf.yield"(%2, %2) : (i32, i32) -> ()
    }, {
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%1, %1) : (i32, i32) -> ()
    }) : (index) -> (i32, i32)
    "func.return"(%0#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

