"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i16) -> (i1, i1, i1, i1, i1), sym_name = "cmpi_of_ext"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i16):
    %0 = "arith.extsi"(%arg0) : (i8) -> i32
    %1 = "arith.extsi"(%arg1) : (i8) -> i32
    %2 = "arith.cmpi"(%0, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4 = "arith.extui"(%arg0) : (i8) -> i32
    %5 = "arith.extui"(%arg1) : (i8) -> i32
    %6 = "arith.cmpi"(%4, %5) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7 = "arith.extui"(%arg2) : (i16) -> i32
    %8 = "arith.cmpi"(%4, %7) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %9 = "arith.cmpi"(%0, %5) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "func.return"(%2, %3, %6, %8, %9) : (i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

