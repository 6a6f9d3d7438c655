"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i8, index, index, i64), sym_name = "casts"}> ({
    %0 = "index.constant"() <{value = -2 : index}> : () -> index
    %1 = "arith.constant"() <{value = -56 : i8}> : () -> i8
    %2 = "index.casts"(%0) : (index) -> i32
    %3 = "index.castu"(%0) : (index) -> i8
    %4 = "index.casts"(%1) : (i8) -> index
    %5 = "index.castu"(%1) : (i8) -> index
    %6 = "index.castu"(%0) : (index) -> i64
    "func.return"(%2, %3, %4, %5, %6) : (i32, i8, index, index, i64) -> ()
  }) : () -> ()
}) : () -> ()

