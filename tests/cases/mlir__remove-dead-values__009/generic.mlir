"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, memref<?xi32>) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1:2 = "scf.for"(%arg0, %arg1, %arg2, %0, %0) ({
    ^bb0(%arg4: index, %arg5: i32, %arg6: i32):
      %2:2 = "scf.for"(%arg0, %arg1, %arg2, %arg5, %arg6) ({
      ^bb0(%arg7: index, %arg8: i32, %arg9: i32):
        %3 = "arith.addi"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %4 = "arith.addi"(%arg9, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%3, %arg3, %arg7) : (i32, memref<?xi32>, index) -> ()
        "scf.yield"(%3, %4) : (i32, i32) -> ()
      }) : (index, index, index, i32, i32) -> (i32, i32)
      "scf.yield"(%2#0, %2#1) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%1#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

