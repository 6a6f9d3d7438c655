#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:30)
#loc4 = loc("input.mlir":2:39)
#loc5 = loc("input.mlir":2:57)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<2xi8>, vector<2xi8>) -> (i32, vector<2xi8>), sym_name = "subi_sub"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:21), %arg1: i32 loc("input.mlir":2:30), %arg2: vector<2xi8> loc("input.mlir":2:39), %arg3: vector<2xi8> loc("input.mlir":2:57)):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32 loc(#loc6)
    %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32 loc(#loc7)
    %2 = "arith.subi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi8>, vector<2xi8>) -> vector<2xi8> loc(#loc8)
    %3 = "arith.subi"(%2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi8>, vector<2xi8>) -> vector<2xi8> loc(#loc9)
    "func.return"(%1, %3) : (i32, vector<2xi8>) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("f")
#loc6 = loc("s")
#loc7 = loc("r0")
#loc8 = loc("t")
#loc9 = loc("r1")
#loc10 = loc("ret")

