
func.func @h(%m: tensor<?xf32>) {
  %0 = bufferization.to_buffer %m : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>, 3>
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %1 = bufferization.to_buffer %m : tensor<?xf32> to memref<?xi32>
  return
}
