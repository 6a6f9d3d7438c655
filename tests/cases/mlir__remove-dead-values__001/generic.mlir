"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, memref<?xi32>) -> (), sym_name = "for_effect"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg4: index, %arg5: i32):
      "memref.store"(%arg5, %arg3, %arg4) : (i32, memref<?xi32>, index) -> ()
      %2 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

