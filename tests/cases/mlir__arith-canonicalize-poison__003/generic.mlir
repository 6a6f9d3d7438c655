"builtin.module"() ({
  "func.func"() <{function_type = () -> (i64, f32, i32, f64, index, f32, i1), sym_name = "casts_poison"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "arith.extsi"(%0) : (i32) -> i64
    %2 = "arith.sitofp"(%0) : (i32) -> f32
    %3 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %4 = "arith.fptosi"(%3) : (f32) -> i32
    %5 = "arith.extf"(%3) : (f32) -> f64
    %6 = "arith.index_cast"(%0) : (i32) -> index
    %7 = "arith.bitcast"(%0) : (i32) -> f32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.cmpi"(%0, %8) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "func.return"(%1, %2, %4, %5, %6, %7, %9) : (i64, f32, i32, f64, index, f32, i1) -> ()
  }) : () -> ()
}) : () -> ()

