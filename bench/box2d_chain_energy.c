// box2d_chain_energy.c -- the chains of the adversarial JointTests (Tests/DynamicsTests/Adversarial/
// ChainScenes.swift, `Chain`) in Box2D v3.1, for what a rigid chain loses in 10 s beside ours
// (docs/engine-decisions.md, "What long chains still lose"). Own code, public Box2D API only.
//
// N links built by bench/box2d_chain.h, L pt apart (20 by default, times 1 + --stretch), never colliding
// (the test's chain has no collision behaviour), released at rest; 1/60 s, 4 sub-steps, 600 steps (10 s).
// Energy as `Chain.energy` reads it: kinetic plus gravitational, the velocities brought to the
// positions' instant by gravity over half a sub-step, as a fraction of m·g·L (the chain's whole mass,
// gravity, its whole length).
// Build: cc -std=c17 -O2 -I<box2d>/include bench/box2d_chain_energy.c <box2d>/libbox2d.a -lm -lpthread
//   (the library bench/callgrind-peers.sh builds from the PyPI wheel).
// Usage: box2d_chain_energy [--links=N] [--stretch=E]
// Output: the largest gain and loss of energy over the 600 steps, and the worst stretch of a joint.
#include "box2d/box2d.h"
#include "box2d_chain.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PPM 100.0

typedef struct
{
	int links;
	b2BodyId* bodies;
	double mass, inertia, gravity, lag;
} Chain;

// Kinetic plus gravitational energy in the test's units (mass of a 10 x 10 pt link 0.01, points,
// seconds), heights measured downward from the fixed point.
static double Energy( const Chain* c )
{
	double total = 0;
	for ( int i = 0; i < c->links; ++i )
	{
		b2Vec2 p = b2Body_GetPosition( c->bodies[i] );
		b2Vec2 v = b2Body_GetLinearVelocity( c->bodies[i] );
		double w = b2Body_GetAngularVelocity( c->bodies[i] );
		double vx = v.x * PPM, vy = -v.y * PPM + c->gravity * c->lag;
		total += 0.5 * c->mass * ( vx * vx + vy * vy ) + 0.5 * c->inertia * w * w;
		total -= c->mass * c->gravity * ( -p.y * PPM );
	}
	return total;
}

int main( int argc, char** argv )
{
	int links = 20;
	double stretch = 0;
	for ( int i = 1; i < argc; ++i )
	{
		if ( strncmp( argv[i], "--links=", 8 ) == 0 )
			links = atoi( argv[i] + 8 ) > 0 ? atoi( argv[i] + 8 ) : 1;
		else if ( strncmp( argv[i], "--stretch=", 10 ) == 0 )
			stretch = atof( argv[i] + 10 );
	}
	const double length = 20.0 * ( 1 + stretch );
	Chain chain = { links, malloc( sizeof( b2BodyId ) * links ), 0.01, 0.01 * 200 / 12, 1000.0, 0.5 / 240 };
	b2WorldId w = CreateChainWorld( links, (float)( length / PPM ), 0, chain.bodies );
	const double scale = chain.mass * links * chain.gravity * length * links;
	const double start = Energy( &chain );
	double gain = 0, loss = 0, worst = 0;
	for ( int step = 0; step < 600; ++step )
	{
		b2World_Step( w, 1.0f / 60.0f, 4 );
		double change = ( Energy( &chain ) - start ) / scale;
		gain = change > gain ? change : gain;
		loss = -change > loss ? -change : loss;
		b2Vec2 previous = { 0.0f, 0.0f };
		for ( int i = 0; i < links; ++i )
		{
			b2Vec2 p = b2Body_GetPosition( chain.bodies[i] );
			double error = fabs( hypot( p.x - previous.x, p.y - previous.y ) * PPM - length ) / length;
			worst = error > worst ? error : worst;
			previous = p;
		}
	}
	printf( "box2d-3.1.1 chain of %d links, rods %.12g pt: largest gain %.2f %%, largest loss %.2f %% of m·g·L "
			"in 10 s; worst stretch %.1f %%\n",
			links, length, gain * 100, loss * 100, worst * 100 );
	free( chain.bodies );
	b2DestroyWorld( w );
	return 0;
}
