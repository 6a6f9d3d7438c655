// RUN: mlir-opt %s -canonicalize --split-input-file
// Folders of the tensor ops: cast identities, dim of static and known
// sizes, extract of constants (dense, splat, sparse, complex, strings) and
// of from_elements, insert into splats, rank, splat, gather and reshape.

func.func @casts(%a: tensor<4xf32>, %b: tensor<?xi32>) -> (tensor<4xf32>, tensor<?xi32>, tensor<?xf32>) {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.bitcast %b : tensor<?xi32> to tensor<?xi32>
  %2 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %3 = tensor.cast %2 : tensor<?xf32> to tensor<*xf32>
  %4 = tensor.cast %3 : tensor<*xf32> to tensor<?xf32>
  return %0, %1, %4 : tensor<4xf32>, tensor<?xi32>, tensor<?xf32>
}

