
func.func @e(%m: vector<4xi1>, %a: vector<8xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<4xi1> -> f32
  return
}

