"builtin.module"() ({
  "func.func"() <{function_type = (i32, i8, f32) -> (i32, index, i32, index, f32, i64), sym_name = "cast_patterns"}> ({
  ^bb0(%arg0: i32, %arg1: i8, %arg2: f32):
    %0 = "arith.index_cast"(%arg0) : (i32) -> index
    %1 = "arith.index_cast"(%0) : (index) -> i32
    %2 = "arith.extsi"(%arg1) : (i8) -> i32
    %3 = "arith.index_cast"(%2) : (i32) -> index
    %4 = "arith.index_castui"(%arg0) : (i32) -> index
    %5 = "arith.index_castui"(%4) : (index) -> i32
    %6 = "arith.extui"(%arg1) : (i8) -> i32
    %7 = "arith.index_castui"(%6) : (i32) -> index
    %8 = "arith.bitcast"(%arg2) : (f32) -> i32
    %9 = "arith.bitcast"(%8) : (i32) -> f32
    %10 = "arith.extui"(%arg1) : (i8) -> i16
    %11 = "arith.extsi"(%10) : (i16) -> i64
    "func.return"(%1, %3, %5, %7, %9, %11) : (i32, index, i32, index, f32, i64) -> ()
  }) : () -> ()
}) : () -> ()

