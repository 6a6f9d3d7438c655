"builtin.module"() ({
  "func.func"() <{function_type = (vector<[4]xf32>, vector<4xf32>, memref<4x3xf32>) -> (), sym_name = "scalable"}> ({
  ^bb0(%arg0: vector<[4]xf32>, %arg1: vector<4xf32>, %arg2: memref<4x3xf32>):
    %0 = "vector.scalable.insert"(%arg1, %arg0) <{pos = 0 : i64}> : (vector<4xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    %1 = "vector.scalable.extract"(%arg0) <{pos = 4 : i64}> : (vector<[4]xf32>) -> vector<4xf32>
    %2 = "vector.outerproduct"(%arg0, %arg0) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]x[4]xf32>
    %3 = "vector.type_cast"(%arg2) : (memref<4x3xf32>) -> memref<vector<4x3xf32>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

