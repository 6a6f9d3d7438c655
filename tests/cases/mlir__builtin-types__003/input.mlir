
"t.shaped"() : () -> (tensor<?x4x?xf32>, tensor<*xi8>, tensor<f32>, vector<4xf32>, vector<[4]x8xi1>, vector<2x[2]xf16>, memref<4x?xf32>, memref<*xf32, 3>)
