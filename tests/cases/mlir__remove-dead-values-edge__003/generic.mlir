"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<i32>) -> i32, sym_name = "while_shapes"}> ({
  ^bb0(%arg0: i32, %arg1: memref<i32>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2:2 = "scf.while"(%0) ({
    ^bb0(%arg4: i32):
      %4 = "arith.cmpi"(%arg4, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %5 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.condition"(%4, %arg4, %5) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg2: i32, %arg3: i32):
      "memref.store"(%arg3, %arg1) : (i32, memref<i32>) -> ()
      %3 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    "func.return"(%2#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

