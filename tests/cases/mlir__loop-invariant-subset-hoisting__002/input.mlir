
// Variant offsets, swapped yields, mismatched types, overlapping slices.
func.func @negative(%arg: tensor<?xf32>, %arg2: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = scf.for %i = %lb to %ub step %step iter_args(%t = %arg, %s = %arg2) -> (tensor<?xf32>, tensor<?xf32>) {
    %1 = tensor.extract_slice %t[%i] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %2 = "test.foo"(%1) : (tensor<5xf32>) -> tensor<5xf32>
    %3 = tensor.insert_slice %2 into %t[%i] [5] [1] : tensor<5xf32> into tensor<?xf32>
    %4 = tensor.extract_slice %s[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %5 = tensor.insert_slice %4 into %s[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %5, %3 : tensor<?xf32>, tensor<?xf32>
  }
  %6 = scf.for %i = %lb to %ub step %step iter_args(%t = %arg) -> (tensor<?xf32>) {
    %1 = tensor.extract_slice %t[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %2 = tensor.extract_slice %t[3] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %3 = "test.foo"(%1, %2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %4 = tensor.insert_slice %3 into %t[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %4 : tensor<?xf32>
  }
  return %0#0, %6 : tensor<?xf32>, tensor<?xf32>
}
