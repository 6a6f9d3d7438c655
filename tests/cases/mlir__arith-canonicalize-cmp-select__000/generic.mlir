"builtin.module"() ({
  "func.func"() <{function_type = (i32, vector<4xi32>, tensor<?xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>), sym_name = "cmpi_same"}> ({
  ^bb0(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<?xi32>):
    %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1 = "arith.cmpi"(%arg0, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %2 = "arith.cmpi"(%arg0, %arg0) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %3 = "arith.cmpi"(%arg0, %arg0) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %4 = "arith.cmpi"(%arg0, %arg0) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %5 = "arith.cmpi"(%arg1, %arg1) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %6 = "arith.cmpi"(%arg2, %arg2) <{predicate = 0 : i64}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>) -> ()
  }) : () -> ()
}) : () -> ()

