"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, vector<8xi1>, vector<8xf32>, vector<8xi32>, tensor<?x?xf32>) -> (), sym_name = "memory"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xf32>, %arg4: vector<8xi32>, %arg5: tensor<?x?xf32>):
    %0 = "vector.load"(%arg0, %arg1, %arg1) <{alignment = 16 : i64}> : (memref<?x?xf32>, index, index) -> vector<8xf32>
    "vector.store"(%0, %arg0, %arg1, %arg1) <{nontemporal = true}> : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
    %1 = "vector.maskedload"(%arg0, %arg1, %arg1, %arg2, %arg3) : (memref<?x?xf32>, index, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    "vector.maskedstore"(%arg0, %arg1, %arg1, %arg2, %1) : (memref<?x?xf32>, index, index, vector<8xi1>, vector<8xf32>) -> ()
    %2 = "vector.gather"(%arg0, %arg1, %arg1, %arg4, %arg2, %arg3) : (memref<?x?xf32>, index, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    "vector.scatter"(%arg0, %arg1, %arg1, %arg4, %arg2, %2) : (memref<?x?xf32>, index, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
    %3 = "vector.scatter"(%arg5, %arg1, %arg1, %arg4, %arg2, %2) : (tensor<?x?xf32>, index, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> tensor<?x?xf32>
    %4 = "vector.expandload"(%arg0, %arg1, %arg1, %arg2, %arg3) : (memref<?x?xf32>, index, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    "vector.compressstore"(%arg0, %arg1, %arg1, %arg2, %4) : (memref<?x?xf32>, index, index, vector<8xi1>, vector<8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

