"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, i64) -> (index, index, i32, i32, index, index, index, index), sym_name = "index_casts"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: i64):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.index_cast"(%0) : (i32) -> index
    %2 = "arith.index_castui"(%0) : (i32) -> index
    %3 = "arith.constant"() <{value = -1 : index}> : () -> index
    %4 = "arith.index_cast"(%3) : (index) -> i32
    %5 = "arith.index_castui"(%3) : (index) -> i32
    %6 = "arith.index_cast"(%arg0) : (i32) -> index
    %7 = "arith.index_cast"(%6) : (index) -> i32
    %8 = "arith.index_castui"(%arg0) : (i32) -> index
    %9 = "arith.index_castui"(%8) : (index) -> i32
    %10 = "arith.extsi"(%arg0) : (i32) -> i64
    %11 = "arith.index_cast"(%10) : (i64) -> index
    %12 = "arith.extui"(%arg0) : (i32) -> i64
    %13 = "arith.index_castui"(%12) : (i64) -> index
    %14 = "arith.index_cast"(%arg1) : (index) -> i32
    %15 = "arith.index_cast"(%14) : (i32) -> index
    %16 = "arith.index_cast"(%arg2) : (i64) -> index
    %17 = "arith.index_castui"(%16) : (index) -> i64
    %18 = "arith.index_cast"(%17) : (i64) -> index
    %19 = "arith.index_cast"(%4) : (i32) -> index
    %20 = "arith.index_cast"(%5) : (i32) -> index
    "func.return"(%1, %19, %7, %9, %11, %13, %15, %18) : (index, index, i32, i32, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

