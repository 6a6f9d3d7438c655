"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i64, sym_name = "while_loop"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg4: i32, %arg5: i32):
      %3 = "arith.cmpi"(%arg4, %arg5) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %4 = "arith.extsi"(%arg4) : (i32) -> i64
      "scf.condition"(%3, %4, %arg5) : (i1, i64, i32) -> ()
    }, {
    ^bb0(%arg2: i64, %arg3: i32):
      %1 = "arith.trunci"(%arg2) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %2 = "arith.addi"(%1, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2, %arg3) : (i32, i32) -> ()
    }) : (i32, i32) -> (i64, i32)
    "func.return"(%0#0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

