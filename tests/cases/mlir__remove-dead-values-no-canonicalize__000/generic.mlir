"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, memref<i32>) -> i32, sym_name = "for_iter"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<i32>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2:3 = "scf.for"(%arg0, %arg1, %arg2, %0, %1, %0) ({
    ^bb0(%arg4: index, %arg5: i32, %arg6: i32, %arg7: i32):
      %3 = "arith.addi"(%arg5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg7, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3, %4, %5) : (i32, i32, i32) -> ()
    }) : (index, index, index, i32, i32, i32) -> (i32, i32, i32)
    "func.return"(%2#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

