
func.func @iter(%n: index) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to %n iter_args(%acc = %c) -> f32 {
    %x = arith.addf %acc, %acc : f32
    affine.yield %x : f32
  }
  return %r : f32
}

