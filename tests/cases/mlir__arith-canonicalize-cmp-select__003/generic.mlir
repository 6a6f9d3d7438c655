"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i1, i1, i1, i1, i1), sym_name = "cmpi_move_constant"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "arith.cmpi"(%0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "arith.cmpi"(%0, %arg0) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %3 = "arith.cmpi"(%0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4 = "arith.cmpi"(%0, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %5 = "arith.cmpi"(%0, %arg0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "func.return"(%1, %2, %3, %4, %5) : (i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

