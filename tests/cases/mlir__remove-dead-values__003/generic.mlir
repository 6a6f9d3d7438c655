"builtin.module"() ({
  "func.func"() <{function_type = (i1, memref<i32>) -> i32, sym_name = "if_results"}> ({
  ^bb0(%arg0: i1, %arg1: memref<i32>):
    %0:2 = "scf.if"(%arg0) ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "memref.store"(%3, %arg1) : (i32, memref<i32>) -> ()
      "scf.yield"(%3, %3) : (i32, i32) -> ()
    }, {
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "scf.yield"(%1, %2) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%0#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

