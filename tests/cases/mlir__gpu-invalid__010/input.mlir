
func.func @all_reduce_type(%arg0 : i32) {
  // expected-error@+1 {{`minnumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.all_reduce minnumf %arg0 {} : (i32) -> i32
  return
}

