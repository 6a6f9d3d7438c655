"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<2xi8>, vector<2xi8>) -> (i32, vector<2xi8>), sym_name = "subi_sub"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: vector<2xi8>, %arg3: vector<2xi8>):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %2 = "arith.subi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %3 = "arith.subi"(%2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    "func.return"(%1, %3) : (i32, vector<2xi8>) -> ()
  }) : () -> ()
}) : () -> ()

