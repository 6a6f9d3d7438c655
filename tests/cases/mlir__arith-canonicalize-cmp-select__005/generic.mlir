"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8) -> (i1, i1), sym_name = "cmpi_ext_i8"}> ({
  ^bb0(%arg0: i8, %arg1: i8):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.extsi"(%arg0) : (i8) -> i32
    %2 = "arith.cmpi"(%1, %0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3 = "arith.cmpi"(%1, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "func.return"(%2, %3) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

