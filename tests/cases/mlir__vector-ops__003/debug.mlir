#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:42)
#loc4 = loc("input.mlir":2:61)
"builtin.module"() ({
  "func.func"() <{function_type = (vector<[4]xf32>, vector<4xf32>, memref<4x3xf32>) -> (), sym_name = "scalable"}> ({
  ^bb0(%arg0: vector<[4]xf32> loc("input.mlir":2:21), %arg1: vector<4xf32> loc("input.mlir":2:42), %arg2: memref<4x3xf32> loc("input.mlir":2:61)):
    %0 = "vector.scalable.insert"(%arg1, %arg0) <{pos = 0 : i64}> : (vector<4xf32>, vector<[4]xf32>) -> vector<[4]xf32> loc(#loc5)
    %1 = "vector.scalable.extract"(%arg0) <{pos = 4 : i64}> : (vector<[4]xf32>) -> vector<4xf32> loc(#loc6)
    %2 = "vector.outerproduct"(%arg0, %arg0) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]x[4]xf32> loc(#loc7)
    %3 = "vector.type_cast"(%arg2) : (memref<4x3xf32>) -> memref<vector<4x3xf32>> loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:8)
#loc8 = loc("input.mlir":6:8)
#loc9 = loc("input.mlir":7:3)

