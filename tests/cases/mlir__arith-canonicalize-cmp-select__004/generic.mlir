"builtin.module"() ({
  "func.func"() <{function_type = (i1, i8, vector<4xi1>) -> (i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>), sym_name = "cmpi_i1"}> ({
  ^bb0(%arg0: i1, %arg1: i8, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "arith.cmpi"(%arg0, %0) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %3 = "arith.cmpi"(%arg0, %1) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %4 = "arith.cmpi"(%arg0, %0) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %5 = "arith.cmpi"(%arg0, %1) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.extsi"(%arg0) : (i1) -> i32
    %8 = "arith.cmpi"(%7, %6) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %9 = "arith.extui"(%arg0) : (i1) -> i32
    %10 = "arith.cmpi"(%9, %6) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %11 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %12 = "arith.cmpi"(%arg2, %11) <{predicate = 1 : i64}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %13 = "arith.extui"(%arg2) : (vector<4xi1>) -> vector<4xi32>
    %14 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %15 = "arith.cmpi"(%13, %14) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    "func.return"(%2, %3, %4, %5, %8, %10, %12, %15) : (i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

