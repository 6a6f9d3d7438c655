"builtin.module"() ({
  "func.func"() <{function_type = (i32, vector<4xi32>) -> (i16, i16, vector<4xi16>, i16), sym_name = "trunci_of_shift"}> ({
  ^bb0(%arg0: i32, %arg1: vector<4xi32>):
    %0 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %1 = "arith.shrsi"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.trunci"(%1) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %3 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %4 = "arith.shrsi"(%arg0, %3) : (i32, i32) -> i32
    %5 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %6 = "arith.constant"() <{value = dense<16> : vector<4xi32>}> : () -> vector<4xi32>
    %7 = "arith.shrsi"(%arg1, %6) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %8 = "arith.trunci"(%7) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi32>) -> vector<4xi16>
    %9 = "arith.shrsi"(%arg0, %0) : (i32, i32) -> i32
    %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<nuw>}> : (i32) -> i16
    "func.return"(%2, %5, %8, %10) : (i16, i16, vector<4xi16>, i16) -> ()
  }) : () -> ()
}) : () -> ()

